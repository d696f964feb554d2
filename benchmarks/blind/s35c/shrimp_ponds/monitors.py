import math

import torch


class GradientNoiseScale:
    """Simple noise scale B = tr(S) / |G|^2 from batch-gradient norms (McCandlish et al.).

    The per-batch gradient is taken with autograd.grad so that the .grad buffers used by the
    optimiser are left alone.
    """

    def __init__(self, every=20, beta=0.9):
        self.every = every
        self.beta = beta
        self.sq_norm = None
        self.mean_grad = None

    def loss_ready(self, state):
        if state.step % self.every:
            return
        params = [p for p in state.model.parameters() if p.requires_grad]
        grads = torch.autograd.grad(state.loss, params)
        flat = torch.cat([g.reshape(-1) for g in grads])
        sq = flat.pow(2).sum().item()
        if self.mean_grad is None:
            self.sq_norm, self.mean_grad = sq, flat
        else:
            self.sq_norm = self.beta * self.sq_norm + (1 - self.beta) * sq
            self.mean_grad = self.beta * self.mean_grad + (1 - self.beta) * flat
        state.log["noise_scale"] = self.estimate(state.batch_size)

    def estimate(self, batch_size):
        signal = self.mean_grad.pow(2).sum().item()
        noise = max(self.sq_norm - signal, 0.0) * batch_size
        return noise / max(signal, 1e-12)


class EpochPrinter:
    def epoch_end(self, state):
        scale = state.log.get("noise_scale", math.nan)
        print(f"epoch {state.epoch}: train mse {state.log['mse']:.4f}, "
              f"valid rmse {state.log['valid_rmse']:.3f} mg/L, noise scale {scale:.1f}")
