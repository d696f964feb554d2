import math

import torch

# Wingbeat fundamental (Hz) of females, from optical-sensor recordings, and the
# relative strength of the 2nd and 3rd harmonics.
SPECIES = {
    "Aedes aegypti": (480.0, 0.6, 0.3),
    "Aedes albopictus": (540.0, 0.4, 0.35),
    "Anopheles gambiae": (440.0, 0.7, 0.2),
    "Culex quinquefasciatus": (400.0, 0.5, 0.5),
    "Culex tarsalis": (360.0, 0.8, 0.25),
    "Anopheles arabiensis": (420.0, 0.3, 0.45),
}
RATE = 8000.0


def recordings(per_species, samples=256, seed=0):
    generator = torch.Generator().manual_seed(seed)
    t = torch.arange(samples) / RATE
    clips, labels = [], []
    for label, (f0, h2, h3) in enumerate(SPECIES.values()):
        for _ in range(per_species):
            # temperature and body size shift the fundamental by several percent
            f = f0 * (1 + 0.06 * torch.randn(1, generator=generator))
            phase = 2 * math.pi * torch.rand(3, generator=generator)
            wave = (torch.sin(2 * math.pi * f * t + phase[0])
                    + h2 * torch.sin(4 * math.pi * f * t + phase[1])
                    + h3 * torch.sin(6 * math.pi * f * t + phase[2]))
            gain = 0.5 + torch.rand(1, generator=generator)
            clips.append(gain * wave + 0.4 * torch.randn(samples, generator=generator))
            labels.append(label)
    clips = torch.stack(clips).unsqueeze(1)
    return clips, torch.tensor(labels)


def split(clips, labels, test_fraction, seed=0):
    order = torch.randperm(len(labels), generator=torch.Generator().manual_seed(seed))
    cut = int(len(order) * (1 - test_fraction))
    return (clips[order[:cut]], labels[order[:cut]]), (clips[order[cut:]], labels[order[cut:]])
