# RUN: %s
# Without --passes the input is read, verified and printed canonically.
func canonical(pred  p,i){
entry: q=cmplt i,0 ; p&q? a=sub 0,i
  x = psi(p&q?a, 1?i)
        ret x }
