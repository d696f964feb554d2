"""A tiny GAN for snow-crystal arm-length profiles.

Run:  python -m ly17_pkg.train
"""
import torch
import torch.nn.functional as F

from .flakes import real_flakes
from .helpers import lopsided_fraction, noise, sample_fakes, set_trainable
from .nets import Critic, Generator

torch.manual_seed(0)
torch.set_num_threads(1)

G, D = Generator(), Critic()
opt_G = torch.optim.Adam(G.parameters(), lr=2e-3, betas=(0.5, 0.999))
opt_D = torch.optim.Adam(D.parameters(), lr=2e-3, betas=(0.5, 0.999))
BATCH = 64
print("real batch:", tuple(real_flakes(BATCH).shape))

for it in range(600):
    # --- critic's turn ---
    real = real_flakes(BATCH)
    fake = sample_fakes(G, BATCH)
    opt_D.zero_grad()
    d_real, d_fake = D(real), D(fake)
    d_loss = F.binary_cross_entropy_with_logits(d_real, torch.ones_like(d_real)) + \
        F.binary_cross_entropy_with_logits(d_fake, torch.zeros_like(d_fake))
    d_loss.backward()
    opt_D.step()

    # --- generator's turn ---
    set_trainable(D, False)
    opt_G.zero_grad()
    verdict = D(G(noise(BATCH, G.z_dim)))
    g_loss = F.binary_cross_entropy_with_logits(verdict, torch.ones_like(verdict))
    g_loss.backward()
    opt_G.step()
    set_trainable(D, True)

    if it % 150 == 0:
        print(f"it {it:3d}  d {d_loss.item():.3f}  g {g_loss.item():.3f}")

with torch.no_grad():
    gen_arms = G(noise(2000, G.z_dim))
print("lopsided fraction  real %.3f  generated %.3f" % (lopsided_fraction(real_flakes(2000)), lopsided_fraction(gen_arms)))
print("mean profile real     ", [round(v, 3) for v in real_flakes(2000).mean(0).tolist()])
print("mean profile generated", [round(v, 3) for v in gen_arms.mean(0).tolist()])
