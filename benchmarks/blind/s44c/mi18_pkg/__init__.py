"""Confectionery line: will a caramel batch set smooth, slightly grainy, or crystallised?

An encoder pretrained on the thermometer curves (predicting the peak temperature) is
reused, frozen, under a new 3-way head.
"""
