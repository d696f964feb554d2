import torch

GASES = ("H2", "CH4", "C2H2", "C2H4", "C2H6", "CO", "CO2")
FAULTS = ("normal", "partial_discharge", "thermal_low", "thermal_high", "arcing")
MAX_SAMPLES = 12

# log10 ppm growth per sample for each fault type
_GROWTH = torch.tensor([
    [0.00, 0.00, 0.00, 0.00, 0.00, 0.01, 0.01],
    [0.12, 0.04, 0.00, 0.00, 0.02, 0.00, 0.00],
    [0.02, 0.06, 0.00, 0.02, 0.07, 0.02, 0.03],
    [0.03, 0.07, 0.01, 0.12, 0.03, 0.01, 0.01],
    [0.10, 0.03, 0.12, 0.06, 0.00, 0.00, 0.00],
])
_BASE = torch.tensor([1.2, 0.9, -0.5, 0.5, 0.7, 2.3, 3.2])


def oil_histories(n, generator):
    fault = torch.randint(0, len(FAULTS), (n,), generator=generator)
    length = torch.randint(4, MAX_SAMPLES + 1, (n,), generator=generator)
    onset = (torch.rand(n, generator=generator) * (length - 2).float()).long()
    step = torch.arange(MAX_SAMPLES).float()
    active = (step[None] - onset[:, None].float()).clamp(min=0)
    log_ppm = (_BASE + 0.25 * torch.randn(n, 1, len(GASES), generator=generator)
               + active[..., None] * _GROWTH[fault][:, None, :] * (0.7 + 0.6 * torch.rand(n, 1, 1, generator=generator))
               + 0.05 * torch.randn(n, MAX_SAMPLES, len(GASES), generator=generator))
    mask = step[None] < length[:, None]
    log_ppm = log_ppm.masked_fill(~mask[..., None], 0.0)
    return log_ppm, mask, fault
