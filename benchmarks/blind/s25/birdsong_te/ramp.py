import math


def consistency_weight(epoch, peak=3.0, ramp_epochs=10):
    """Gaussian ramp-up exp(-5 (1 - t)^2) of the unsupervised weight."""
    t = min(1.0, epoch / ramp_epochs)
    return peak * math.exp(-5.0 * (1.0 - t) ** 2)
