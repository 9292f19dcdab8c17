package localdb

import "syscall"

// Detached is how child processes of the stack are started: in their own process group, so that
// a Ctrl-C reaches the parent alone and it stops them in order (edge, services, then stores), and
// with a parent-death signal, so that nothing outlives a parent that was killed outright.
func Detached() *syscall.SysProcAttr {
	return &syscall.SysProcAttr{Setpgid: true, Pdeathsig: syscall.SIGTERM}
}
