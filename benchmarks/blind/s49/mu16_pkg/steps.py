import torch
import torch.nn.functional as F


def train_chunk(model, opt, noisy_spec, clean_spec):
    est = model(noisy_spec)
    loss = F.l1_loss(est.abs().clamp_min(1e-6).pow(0.5), clean_spec.abs().clamp_min(1e-6).pow(0.5))
    opt.zero_grad()
    loss.backward()
    opt.step()
    return est, loss.item()
