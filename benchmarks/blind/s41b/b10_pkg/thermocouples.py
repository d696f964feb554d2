import torch

T_MAX = 800.0      # deg C


def sample_probe(gen):
    """EMF (mV) = offset + s1 T + s2 T^2 + s3 T^3, roughly type-K-like with batch-to-batch spread."""
    s1 = 0.039 * (1 + 0.15 * torch.randn((), generator=gen))
    s2 = 2.0e-6 * (1 + 2.0 * torch.randn((), generator=gen))
    s3 = -1.5e-9 * (1 + 2.0 * torch.randn((), generator=gen))
    offset = 0.2 * torch.randn((), generator=gen)                 # cold-junction error
    return s1, s2, s3, offset


def emf(probe, temp_c):
    s1, s2, s3, offset = probe
    return offset + s1 * temp_c + s2 * temp_c ** 2 + s3 * temp_c ** 3


def readings(probe, n, gen):
    temp = T_MAX * torch.rand(n, generator=gen)
    mv = emf(probe, temp) + 0.01 * torch.randn(n, generator=gen)
    # network sees EMF scaled to ~[0, 1] and predicts temperature in units of T_MAX
    return (mv / 35.0).unsqueeze(1), (temp / T_MAX).unsqueeze(1)


def sample_task(gen, k_shot, k_query):
    probe = sample_probe(gen)
    return readings(probe, k_shot, gen), readings(probe, k_query, gen)
