"""Galaxy morphology from a frozen autoencoder: features are cached once, two probes reuse them."""
import math

import torch
import torch.nn.functional as F
from torch import nn

SIDE = 16
MORPHOLOGIES = ("elliptical", "spiral", "edge_on", "ring")


def galaxies(count, generator):
    """16x16 images; returns images, morphology labels and the apparent axis ratio."""
    coords = torch.linspace(-1, 1, SIDE)
    yy, xx = torch.meshgrid(coords, coords, indexing="ij")
    kind = torch.randint(len(MORPHOLOGIES), (count,), generator=generator)
    angle = torch.rand(count, generator=generator) * math.pi
    ratio = 0.4 + 0.6 * torch.rand(count, generator=generator)
    ratio = torch.where(kind == 2, 0.12 + 0.1 * torch.rand(count, generator=generator), ratio)
    images = torch.empty(count, 1, SIDE, SIDE)
    for i in range(count):
        c, s = math.cos(angle[i]), math.sin(angle[i])
        u = c * xx + s * yy
        v = (-s * xx + c * yy) / ratio[i]
        r = torch.sqrt(u ** 2 + v ** 2)
        if kind[i] == 0:
            img = torch.exp(-(r / 0.45) ** 2)
        elif kind[i] == 1:
            theta = torch.atan2(v, u)
            arms = 0.5 + 0.5 * torch.cos(2 * theta - 6 * r)
            img = torch.exp(-(r / 0.2) ** 2) + 0.6 * arms * torch.exp(-(r / 0.7) ** 2)
        elif kind[i] == 2:
            img = torch.exp(-(r / 0.6) ** 2)
        else:
            img = torch.exp(-((r - 0.55) / 0.12) ** 2) + 0.5 * torch.exp(-(r / 0.15) ** 2)
        images[i, 0] = img
    images = images + 0.08 * torch.randn(images.shape, generator=generator)
    return images, kind, ratio


class ConvAutoencoder(nn.Module):
    def __init__(self, code=32):
        super().__init__()
        self.encoder = nn.Sequential(
            nn.Conv2d(1, 16, 3, stride=2, padding=1), nn.ReLU(),
            nn.Conv2d(16, 32, 3, stride=2, padding=1), nn.ReLU(),
            nn.Flatten(), nn.Linear(32 * 4 * 4, code),
        )
        self.decoder = nn.Sequential(
            nn.Linear(code, 32 * 4 * 4), nn.ReLU(), nn.Unflatten(1, (32, 4, 4)),
            nn.ConvTranspose2d(32, 16, 4, stride=2, padding=1), nn.ReLU(),
            nn.ConvTranspose2d(16, 1, 4, stride=2, padding=1),
        )

    def forward(self, images):
        return self.decoder(self.encoder(images))


def pretrain(model, images, epochs, generator):
    optimizer = torch.optim.Adam(model.parameters(), lr=2e-3)
    for _ in range(epochs):
        for rows in torch.randperm(len(images), generator=generator).split(64):
            recon_err = F.mse_loss(model(images[rows]), images[rows])
            optimizer.zero_grad()
            recon_err.backward()
            optimizer.step()
    return recon_err.item()


def cache_codes(model, images):
    """Run the frozen autoencoder once and keep the bottleneck output via a forward hook."""
    grabbed = []
    handle = model.encoder[-1].register_forward_hook(lambda mod, inp, out: grabbed.append(out))
    model.eval()
    with torch.no_grad():
        for chunk in images.split(500):
            model(chunk)
    handle.remove()
    return torch.cat(grabbed)


def main():
    torch.manual_seed(0)
    torch.set_num_threads(1)
    gen = torch.Generator().manual_seed(15)
    images, kinds, ratios = galaxies(2400, gen)
    test_images, test_kinds, test_ratios = galaxies(600, gen)
    autoencoder = ConvAutoencoder()
    print(f"autoencoder reconstruction mse {pretrain(autoencoder, images, 5, gen):.4f}, "
          f"axis-ratio spread {test_ratios.std():.3f}")

    codes = cache_codes(autoencoder, images)
    test_codes = cache_codes(autoencoder, test_images)
    mean, std = codes.mean(0), codes.std(0) + 1e-6
    codes, test_codes = (codes - mean) / std, (test_codes - mean) / std

    morph_probe = nn.Linear(codes.size(1), len(MORPHOLOGIES))
    shape_probe = nn.Linear(codes.size(1), 1)
    morph_opt = torch.optim.SGD(morph_probe.parameters(), lr=0.1, momentum=0.9)
    shape_opt = torch.optim.SGD(shape_probe.parameters(), lr=0.05, momentum=0.9)
    for epoch in range(30):
        for rows in torch.randperm(len(codes), generator=gen).split(128):
            batch_codes = codes[rows]
            ce = F.cross_entropy(morph_probe(batch_codes), kinds[rows])
            morph_opt.zero_grad()
            ce.backward()
            morph_opt.step()
            ratio_err = F.mse_loss(shape_probe(batch_codes).squeeze(1), ratios[rows])
            shape_opt.zero_grad()
            ratio_err.backward()
            shape_opt.step()
        if epoch % 10 == 9:
            with torch.no_grad():
                acc = (morph_probe(test_codes).argmax(1) == test_kinds).float().mean().item()
                rmse = F.mse_loss(shape_probe(test_codes).squeeze(1), test_ratios).sqrt().item()
            print(f"epoch {epoch}: morphology accuracy {acc:.3f}, axis-ratio rmse {rmse:.3f}")


if __name__ == "__main__":
    main()
