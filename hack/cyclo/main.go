// Command cyclo fails when a function under the directories named holds more decisions than a
// ceiling (cyclomatic complexity, as gocyclo counts it): a rule past it belongs in a table of named
// rows or a function of its own. `make vet` runs it over libs/engine, whose functions issue 29
// brought under 30.
//
//	go run ./hack/cyclo -over 30 libs/engine
package main

import (
	"flag"
	"fmt"
	"go/ast"
	"go/parser"
	"go/token"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
)

func main() {
	over := flag.Int("over", 30, "the most decisions a function may hold")
	flag.Parse()
	found, err := above(*over, flag.Args()...)
	for _, f := range found {
		fmt.Println(f)
	}
	if err != nil {
		fmt.Fprintln(os.Stderr, "cyclo:", err)
	}
	if err != nil || len(found) > 0 {
		os.Exit(1)
	}
}

// above lists each function in the Go files under dirs (tests and testdata left out) whose
// complexity is above ceiling, with where it is.
func above(ceiling int, dirs ...string) ([]string, error) {
	var found []string
	fset := token.NewFileSet()
	for _, dir := range dirs {
		err := filepath.WalkDir(dir, func(path string, d fs.DirEntry, err error) error {
			switch {
			case err != nil:
				return err
			case d.IsDir() && d.Name() == "testdata":
				return filepath.SkipDir
			case d.IsDir() || !strings.HasSuffix(path, ".go") || strings.HasSuffix(path, "_test.go"):
				return nil
			}
			file, err := parser.ParseFile(fset, path, nil, 0)
			if err != nil {
				return err
			}
			for _, decl := range file.Decls {
				if fn, ok := decl.(*ast.FuncDecl); ok && fn.Body != nil {
					if n := cyclomatic(fn); n > ceiling {
						found = append(found, fmt.Sprintf("%s: %s has cyclomatic complexity %d, above %d", fset.Position(fn.Pos()), fn.Name.Name, n, ceiling))
					}
				}
			}
			return nil
		})
		if err != nil {
			return found, err
		}
	}
	return found, nil
}

// cyclomatic is 1 and one for each branch: if, for, range, a case or a select's case that is no
// default, && and ||. Function literals count toward the function that holds them.
func cyclomatic(fn *ast.FuncDecl) int {
	n := 1
	ast.Inspect(fn, func(node ast.Node) bool {
		switch node := node.(type) {
		case *ast.IfStmt, *ast.ForStmt, *ast.RangeStmt:
			n++
		case *ast.CaseClause:
			if node.List != nil {
				n++
			}
		case *ast.CommClause:
			if node.Comm != nil {
				n++
			}
		case *ast.BinaryExpr:
			if node.Op == token.LAND || node.Op == token.LOR {
				n++
			}
		}
		return true
	})
	return n
}
