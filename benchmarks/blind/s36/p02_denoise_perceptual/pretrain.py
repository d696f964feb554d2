import torch
import torch.nn.functional as F

from p02_denoise_perceptual.data import KINDS, waveforms
from p02_denoise_perceptual.nets import WaveClassifier, freeze


def train_feature_extractor(steps=150, batch_size=64, lr=3e-3, seed=1):
    gen = torch.Generator().manual_seed(seed)
    model = WaveClassifier(len(KINDS))
    optimizer = torch.optim.Adam(model.parameters(), lr=lr)
    for _ in range(steps):
        x, y = waveforms(batch_size, generator=gen)
        loss = F.cross_entropy(model(x), y)
        optimizer.zero_grad()
        loss.backward()
        optimizer.step()
    x, y = waveforms(512, generator=gen)
    with torch.no_grad():
        acc = (model(x).argmax(1) == y).float().mean().item()
    print(f"feature extractor accuracy {acc:.3f}")
    return freeze(model.features)
