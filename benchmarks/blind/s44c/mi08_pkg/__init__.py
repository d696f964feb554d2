"""Lock-sport bench data: will a pin-tumbler lock be picked within a minute?

The score must not decrease with wrench torque control or pick skill, so the
network is kept monotone in those inputs by non-negative weights.
"""
