package main

import (
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"net"
	"net/http"
	"strconv"
)

// net/http answers what it cannot parse (a NUL in a header, headers over MaxHeaderBytes, an
// unknown transfer coding) itself, in English plain text, before any handler runs. The listener
// below puts those answers into the contract's Korean JSON envelope: net/http writes each one in a
// single Write straight to the connection, with these headers, which no handler of the edge sends.
const plainRefusal = "\r\nContent-Type: text/plain; charset=utf-8\r\nConnection: close\r\n\r\n"

// refusalMessages are the Korean messages of net/http's own refusals, by status.
var refusalMessages = map[int]string{
	http.StatusBadRequest:                  "요청 형식이 올바르지 않습니다.",
	http.StatusRequestHeaderFieldsTooLarge: "요청 헤더가 너무 큽니다. 모두 합쳐 32KiB까지 보낼 수 있습니다.",
	http.StatusNotImplemented:              "지원하지 않는 전송 방식(Transfer-Encoding)입니다.",
}

// koreanListener wraps a listener so that its connections rewrite net/http's own refusals, and
// reports each one (status only) to refused.
type koreanListener struct {
	net.Listener
	refused func(status int)
}

func (l koreanListener) Accept() (net.Conn, error) {
	c, err := l.Listener.Accept()
	if err != nil {
		return c, err
	}
	return koreanConn{Conn: c, refused: l.refused}, nil
}

type koreanConn struct {
	net.Conn
	refused func(status int)
}

func (c koreanConn) Write(p []byte) (int, error) {
	if !bytes.HasPrefix(p, []byte("HTTP/1.1 ")) || len(p) < 12 || !bytes.Contains(p, []byte(plainRefusal)) {
		return c.Conn.Write(p)
	}
	status, err := strconv.Atoi(string(p[9:12]))
	if err != nil {
		return c.Conn.Write(p)
	}
	c.refused(status)
	msg, ok := refusalMessages[status]
	if !ok {
		msg = "요청을 처리할 수 없습니다."
	}
	body, _ := json.Marshal(map[string]string{"error": msg})
	body = append(body, '\n')
	var b bytes.Buffer
	fmt.Fprintf(&b, "HTTP/1.1 %d %s\r\nContent-Type: application/json; charset=utf-8\r\nX-Content-Type-Options: nosniff\r\n"+
		"Cache-Control: no-store\r\nConnection: close\r\nContent-Length: %d\r\n\r\n", status, http.StatusText(status), len(body))
	b.Write(body)
	if _, err := io.Copy(c.Conn, &b); err != nil {
		return 0, err
	}
	return len(p), nil
}
