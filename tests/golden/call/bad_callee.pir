# RUN: %s
# EXIT: 1
func main(n) {
    x = call fcat(n)
    ret x
}

func fact(n) {
    ret n
}
