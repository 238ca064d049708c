# RUN: %s
# EXIT: 1
data a @0 stride 0 = 1
