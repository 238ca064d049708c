# RUN: %s
# EXIT: 1
data a @0 stride 1 = 1, 2, 3
data b @2 stride 4 = 9
