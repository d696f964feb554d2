import torch
import torch.nn.functional as F

from .nets import CloudRemover, PatchCritic
from .scenes import cloudy_pairs
from .steps import critic_step, generator_step

if __name__ == "__main__":
    torch.manual_seed(0)
    cloudy, clear = cloudy_pairs(64)
    G, D = CloudRemover(), PatchCritic()
    opt_g = torch.optim.Adam(G.parameters(), lr=1e-3, betas=(0.5, 0.999))
    opt_d = torch.optim.Adam(D.parameters(), lr=1e-3, betas=(0.5, 0.999))
    for epoch in range(3):
        for i in range(0, 64, 16):
            fake, d_loss = critic_step(G, D, opt_d, cloudy[i:i + 16], clear[i:i + 16])
            g_loss = generator_step(G, D, opt_g, fake, clear[i:i + 16])
        with torch.no_grad():
            err = F.l1_loss(G(cloudy), clear).item()
        print(f"epoch {epoch} d {d_loss:.3f} g {g_loss:.3f} L1 to clear {err:.4f}")
