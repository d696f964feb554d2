"""Garden-pond frog call spotting: pretrain a small encoder on call / no-call, then fine-tune a
species head with a learnable logit temperature, and compute input saliency for the figure."""
import math

import numpy as np
import torch
import torch.nn.functional as F
from torch import nn

SR = 8000
N_FFT, HOP, N_BANDS = 256, 100, 32
SPECIES = ("background", "peeper", "bullfrog", "green_frog", "wood_frog")


def pond_clip(label, n, rng):
    t = np.arange(n) / SR
    x = 0.03 * np.convolve(rng.normal(size=n), np.ones(6) / 6, mode="same")   # stream babble
    start = rng.uniform(0.05, 0.4)
    gate = (t > start) & (t < start + rng.uniform(0.15, 0.3))
    if label == 1:
        x += 0.3 * gate * np.sin(2 * math.pi * (2900 + 200 * (t - start)) * t)
    elif label == 2:
        x += 0.4 * gate * np.sign(np.sin(2 * math.pi * 110 * t)) * np.sin(2 * math.pi * 4 * t) ** 2
    elif label == 3:
        x += 0.4 * gate * np.sin(2 * math.pi * 700 * t) * np.exp(-15 * np.clip(t - start, 0, None))
    elif label == 4:
        x += 0.3 * gate * (np.sin(2 * math.pi * 24 * t) > 0.5) * rng.normal(size=n)
    return x


def make_split(count, seed, n=6000):
    rng = np.random.default_rng(seed)
    y = rng.integers(0, len(SPECIES), count)
    x = np.stack([pond_clip(int(k), n, rng) for k in y]).astype(np.float32)
    return torch.from_numpy(x), torch.from_numpy(y)


FB = torch.stack([torch.exp(-0.5 * ((torch.arange(N_FFT // 2 + 1) - c) / (1.0 + 0.08 * c)) ** 2)
                  for c in torch.logspace(0.3, math.log10(N_FFT // 2), N_BANDS)])


def log_bands(wave):
    power = torch.stft(wave, N_FFT, HOP, window=torch.hann_window(N_FFT), return_complex=True).abs() ** 2
    return torch.log(torch.einsum("bf,nft->nbt", FB, power) + 1e-6)


class CallSpotter(nn.Module):
    def __init__(self, n_out, width=32):
        super().__init__()
        self.stages = nn.ModuleList([nn.Sequential(nn.Conv1d(N_BANDS if i == 0 else width, width, 3, padding=1),
                                                   nn.BatchNorm1d(width), nn.ReLU()) for i in range(3)])
        self.head = nn.Linear(width, n_out)

    def embed(self, feats):
        h = feats
        for stage in self.stages:
            h = stage(h)
        return h.amax(-1)

    def forward(self, feats):
        return self.head(self.embed(feats))


@torch.no_grad()
def extract_embeddings(model, clips, batch=64):
    model.eval()
    chunks = []
    for s in range(0, clips.shape[0], batch):
        chunks.append(model.embed(log_bands(clips[s:s + batch])))
    model.train()
    return torch.cat(chunks)


@torch.inference_mode()
def test(model, chunks, log_temp):
    model.eval()
    conf = np.zeros((len(SPECIES), len(SPECIES)), dtype=int)
    for clips, labels in chunks:
        pred = (model(log_bands(clips)) / log_temp.exp()).argmax(-1)
        np.add.at(conf, (labels.numpy(), pred.numpy()), 1)
    model.train()
    return np.trace(conf) / conf.sum(), conf


def run_stage(model, params, clips, targets, epochs, log_temp=None):
    opt = torch.optim.Adam(params, lr=3e-3)
    losses = []
    for _ in range(epochs):
        for s in range(0, clips.shape[0], 32):
            logits = model(log_bands(clips[s:s + 32]))
            if log_temp is not None:
                logits = logits / log_temp.exp()
            loss = F.cross_entropy(logits, targets[s:s + 32])
            opt.zero_grad()
            loss.backward()
            opt.step()
            losses.append(loss.item())
    return float(np.mean(losses[-5:]))


def main():
    torch.manual_seed(0)
    np.random.seed(0)
    torch.set_num_threads(1)
    clips, labels = make_split(320, seed=40)
    val_clips, val_labels = make_split(100, seed=41)
    val_chunks = [(val_clips[s:s + 25], val_labels[s:s + 25]) for s in range(0, 100, 25)]

    model = CallSpotter(n_out=2)
    print("stage 1 (call / no call) loss %.3f" % run_stage(model, model.parameters(), clips, (labels > 0).long(), 2))

    model.head = nn.Linear(model.head.in_features, len(SPECIES))
    log_temp = (torch.ones(1) * math.log(1.5)).requires_grad_()
    loss = run_stage(model, list(model.parameters()) + [log_temp], clips, labels, 3, log_temp)
    acc, conf = test(model, val_chunks, log_temp)
    print("stage 2 (species) loss %.3f, val acc %.3f, temperature %.2f" % (loss, acc, log_temp.exp().item()))

    emb = extract_embeddings(model, val_clips)
    centroids = torch.stack([emb[val_labels == k].mean(0) for k in range(len(SPECIES))])
    print("embedding centroid spread %.3f" % torch.cdist(centroids, centroids).mean().item())

    feats = log_bands(val_clips[:16]).requires_grad_(True)
    model.eval()
    picked = model(feats).gather(1, val_labels[:16, None]).sum()
    picked.backward()
    saliency = feats.grad.abs().mean(dim=(0, 2))
    model.zero_grad(set_to_none=True)
    print("most salient bands:", saliency.detach().numpy().argsort()[-4:][::-1].tolist())


if __name__ == "__main__":
    main()
