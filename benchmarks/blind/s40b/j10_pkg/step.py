"""One unmixing update: spectral-angle + MSE reconstruction, then projection."""
import torch
import torch.nn.functional as F

from .constraints import project
from .unmixer import reconstruct


def sad(a: torch.Tensor, b: torch.Tensor) -> torch.Tensor:
    return torch.acos(F.cosine_similarity(a, b, dim=-1).clamp(-0.999, 0.999)).mean()


def train_step(state: dict, refl: torch.Tensor):
    params, opt = state["params"], state["opt"]
    opt.zero_grad()
    recon, _ = reconstruct(params, refl)
    value = sad(recon, refl) + 100 * F.mse_loss(recon, refl)
    value.backward()
    opt.step()
    params = project(params)
    return {**state, "params": params, "step": state["step"] + 1}, {"loss": value.item()}
