import math


def temperature_at(epoch, epochs, t_start=6.0, t_end=2.0):
    """Cosine-annealed distillation temperature."""
    frac = epoch / max(epochs - 1, 1)
    return t_end + 0.5 * (t_start - t_end) * (1.0 + math.cos(math.pi * frac))


def distill_weight(epoch, warmup=1):
    return min(1.0, (epoch + 1) / (warmup + 1))
