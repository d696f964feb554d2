# %% [markdown]
# # Disc golf flight paths: a small GAN
# Generate plausible lateral-drift curves for throws (RHBH, seen from the tee).

# %%
import time

import torch

from .flights import make_flights, path_stats
from .nets import PathGenerator, PathCritic
from .opt import make_opts
from .steps import critic_update, generator_update

torch.manual_seed(0)
torch.set_num_threads(1)

# %%
flights, (mu, sd) = make_flights(2000)
print("flights", tuple(flights.shape), "mu %.3f sd %.3f" % (mu, sd))
print("real:", {k: round(v, 3) for k, v in path_stats(flights).items()})

# %%
BATCH = 64
n_batches = len(flights) // BATCH
batches = lambda: flights[torch.randperm(len(flights))].split(BATCH)[:n_batches]

gen = PathGenerator(z_dim=16, width=64)
crit = PathCritic(width=64)
opts = make_opts(gen, crit)
print(sum(p.numel() for p in gen.parameters()), "G params,",
      sum(p.numel() for p in crit.parameters()), "D params")

# %%
hist = {"d": [], "g": [], "dx": []}
t0 = time.time()
for epoch in range(6):
    for i, real in enumerate(batches()):
        z = gen.sample_noise(len(real))
        fake = gen(z)
        d_loss, d_x = critic_update(crit, opts["D"], real, fake)
        g_loss = generator_update(crit, opts["G"], fake)
        hist["d"].append(d_loss)
        hist["g"].append(g_loss)
        hist["dx"].append(d_x)
    k = n_batches
    print(f"epoch {epoch}  d {sum(hist['d'][-k:]) / k:.3f}  g {sum(hist['g'][-k:]) / k:.3f}"
          f"  D(x) {sum(hist['dx'][-k:]) / k:.3f}  ({time.time() - t0:.1f}s)")

# %%
with torch.no_grad():
    samples = gen(gen.sample_noise(1000))
print("fake:", {k: round(v, 3) for k, v in path_stats(samples).items()})

# %% try a wider generator with a slower critic
gen = PathGenerator(z_dim=16, width=128)
crit = PathCritic(width=64)
opts = make_opts(gen, crit, lr_g=2e-4, lr_d=1e-4)
for epoch in range(4):
    for real in batches():
        fake = gen(gen.sample_noise(len(real)))
        d_loss, d_x = critic_update(crit, opts["D"], real, fake)
        g_loss = generator_update(crit, opts["G"], fake)
    print(f"wide epoch {epoch}  d {d_loss:.3f}  g {g_loss:.3f}  D(x) {d_x:.3f}")

with torch.no_grad():
    samples = gen(gen.sample_noise(1000))
print("fake (wide):", {k: round(v, 3) for k, v in path_stats(samples).items()})
