"""Autoencoder training step and held-out evaluation."""
import torch

from .chamfer import chamfer, f_score


class ShellAE:
    def __init__(self, enc, dec, lr=2e-3):
        self.enc, self.dec = enc, dec
        self.opt = torch.optim.Adam(list(enc.parameters()) + list(dec.parameters()), lr=lr)

    def train_iteration(self, pts):
        self.enc.train()
        self.dec.train()
        self.opt.zero_grad()
        z = self.enc(pts)
        z.retain_grad()
        loss = chamfer(self.dec(z), pts)
        loss.backward()
        self.opt.step()
        return loss.item(), z.grad.norm().item()

    def evaluate(self, pts):
        self.enc.eval()
        self.dec.eval()
        with torch.no_grad():
            recon = self.dec(self.enc(pts))
            cd = chamfer(recon, pts)
        return cd.item(), f_score(recon, pts).item(), recon.numpy()
