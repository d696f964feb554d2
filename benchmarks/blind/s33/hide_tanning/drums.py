"""Chrome tanning drum runs on pickled cattle hides.

Process columns: chrome offer (% on pelt weight), basification end pH, drum
time (h), float temperature (C), float length (%). Targets: Cr2O3 in the
leather (%) and shrinkage temperature (C). Both rise with chrome offer and
time, which the model must respect.
"""
import torch

PROCESS = ("chrome_offer", "end_ph", "drum_hours", "float_temp", "float_pct")
MONOTONE = ("chrome_offer", "drum_hours")


def drum_runs(n, generator):
    offer = 4 + 4 * torch.rand(n, generator=generator)
    ph = 3.4 + 0.8 * torch.rand(n, generator=generator)
    hours = 4 + 8 * torch.rand(n, generator=generator)
    temp = 28 + 14 * torch.rand(n, generator=generator)
    float_pct = 40 + 80 * torch.rand(n, generator=generator)
    fixation = (1 - torch.exp(-hours / 5)) * torch.sigmoid(3 * (ph - 3.5)) \
        * (1 + 0.01 * (temp - 35))
    cr2o3 = 0.55 * offer * fixation * (1 - 0.001 * (float_pct - 80))
    shrink = 70 + 40 * (1 - torch.exp(-cr2o3 / 1.5)) + 0.1 * (temp - 35)
    y = torch.stack([cr2o3 + 0.08 * torch.randn(n, generator=generator),
                     shrink + 1.0 * torch.randn(n, generator=generator)], dim=1)
    return torch.stack([offer, ph, hours, temp, float_pct], dim=1), y
