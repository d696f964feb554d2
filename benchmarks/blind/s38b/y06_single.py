"""Gatys-style neural style transfer on a 32x32 image with a small random-feature encoder.

Notebook export: cells kept as functions, the optimisation target is the image itself.
"""
import torch
import torch.nn as nn
import torch.nn.functional as F

# %% settings
SIZE = 32
STEPS = 15
STYLE_WEIGHT = 1e3
CONTENT_WEIGHT = 1.0
LAYERS = (1, 3, 5)


# %% encoder
def make_encoder():
    torch.manual_seed(1)
    enc = nn.Sequential(
        nn.Conv2d(3, 16, 3, padding=1), nn.ReLU(),
        nn.Conv2d(16, 16, 3, padding=1), nn.ReLU(),
        nn.AvgPool2d(2),
        nn.Conv2d(16, 32, 3, padding=1), nn.ReLU(),
    )
    for p in enc.parameters():
        p.requires_grad_(False)
    return enc.eval()


def extract(enc, img):
    feats = []
    x = img
    for i, layer in enumerate(enc):
        x = layer(x)
        if i in LAYERS:
            feats.append(x)
    return feats


# %% losses
def gram(feat):
    b, c, h, w = feat.shape
    f = feat.view(b, c, h * w)
    f.sub_(f.mean(dim=-1, keepdim=True))
    return torch.bmm(f, f.transpose(1, 2)) / (c * h * w)


def style_loss(feats, style_grams):
    return sum(F.mse_loss(gram(f), g) for f, g in zip(feats, style_grams))


def content_loss(feats, content_feats):
    return F.mse_loss(feats[-1], content_feats[-1])


# %% data
def checkerboard(size):
    idx = torch.arange(size)
    board = ((idx[:, None] // 4 + idx[None, :] // 4) % 2).float()
    return torch.stack([board, 1 - board, 0.5 * board]).unsqueeze(0)


def gradient_image(size):
    ramp = torch.linspace(0, 1, size)
    return torch.stack([ramp[None, :].expand(size, size), ramp[:, None].expand(size, size),
                        torch.full((size, size), 0.3)]).unsqueeze(0)


# %% run
def main():
    enc = make_encoder()
    style, content = checkerboard(SIZE), gradient_image(SIZE)
    with torch.no_grad():
        style_grams = [gram(f.clone()) for f in extract(enc, style)]
        content_feats = extract(enc, content)
    image = content.clone().requires_grad_(True)
    opt = torch.optim.Adam([image], lr=0.05)
    for step in range(STEPS):
        opt.zero_grad()
        feats = extract(enc, image)
        loss = STYLE_WEIGHT * style_loss(feats, style_grams) + CONTENT_WEIGHT * content_loss(feats, content_feats)
        loss.backward()
        opt.step()
        with torch.no_grad():
            image.clamp_(0, 1)
        if step % 5 == 0:
            print(f"step {step} loss {loss.item():.5f}")


if __name__ == "__main__":
    main()
