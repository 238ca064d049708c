# RUN: %s
# EXIT: 1
data a @0 stride 4 = 1
data a @8 stride 4 = 2
