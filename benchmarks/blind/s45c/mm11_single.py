# %% [markdown]
# Observatory seeing forecast (FWHM arcsec at zenith, next hour).
# Inputs: 12-level temperature profile of the mast + wind + dome/outside delta.
# Lots of unlabelled nights (no DIMM running), few labelled ones.

# %%
import time

import torch
from torch import nn
import torch.nn.functional as F

torch.manual_seed(41)
torch.set_num_threads(1)

LEVELS = 12

# %%
def simulate_nights(n, g):
    z = torch.linspace(0, 1, LEVELS)
    inversion = torch.rand(n, 1, generator=g) * 3            # K over the mast
    base = torch.randn(n, 1, generator=g) * 4 + 5
    lapse = torch.rand(n, 1, generator=g) * 2 - 1
    ripple = torch.rand(n, 1, generator=g) * 0.6
    profile = (base + lapse * z + inversion * torch.tanh(6 * (z - 0.3))
               + ripple * torch.sin(9 * z + 6.28 * torch.rand(n, 1, generator=g)))
    profile = profile + 0.05 * torch.randn(n, LEVELS, generator=g)
    wind = torch.rand(n, 1, generator=g) * 15
    dome_dt = torch.randn(n, 1, generator=g) * 1.2
    seeing = (0.45 + 0.18 * inversion.squeeze(1) ** 0.5 + 0.5 * ripple.squeeze(1)
              + 0.04 * (wind.squeeze(1) - 6).clamp(min=0) + 0.12 * dome_dt.squeeze(1).abs())
    seeing = seeing * torch.exp(0.05 * torch.randn(n, generator=g))
    x = torch.cat([(profile - 5) / 4, wind / 7.5 - 1, dome_dt / 1.2], 1)
    return x, seeing


g = torch.Generator().manual_seed(0)
unlab_x, _ = simulate_nights(6000, g)
lab_x, lab_y = simulate_nights(700, g)
tr_x, tr_y, te_x, te_y = lab_x[:500], lab_y[:500], lab_x[500:], lab_y[500:]
print("unlabelled", tuple(unlab_x.shape), "labelled", tuple(tr_x.shape), tuple(te_x.shape))
print("seeing arcsec: median %.2f, p90 %.2f" % (lab_y.median(), lab_y.quantile(0.9)))

mae = lambda p, y: (p - y).abs().mean().item()
D_IN = LEVELS + 2

# %% baseline: supervised MLP on the 500 labelled nights only
sup = nn.Sequential(nn.Linear(D_IN, 32), nn.ReLU(), nn.Linear(32, 1))
opt = torch.optim.Adam(sup.parameters(), lr=3e-3, weight_decay=1e-4)
for ep in range(60):
    for b in torch.randperm(500).split(50):
        l = F.mse_loss(sup(tr_x[b]).squeeze(1), tr_y[b])
        opt.zero_grad(); l.backward(); opt.step()
with torch.no_grad():
    print("supervised only: test MAE %.3f arcsec" % mae(sup(te_x).squeeze(1), te_y))

# %% autoencoder pretraining on the unlabelled nights
CODE = 8
enc = nn.Sequential(nn.Linear(D_IN, 48), nn.ReLU(), nn.Linear(48, CODE))
dec = nn.Sequential(nn.Linear(CODE, 48), nn.ReLU(), nn.Linear(48, D_IN))
ae_opt = torch.optim.Adam(list(enc.parameters()) + list(dec.parameters()), lr=2e-3)
t0 = time.time()
for ep in range(8):
    tot = 0.0
    for b in torch.randperm(len(unlab_x)).split(128):
        rec = dec(enc(unlab_x[b]))
        l = F.mse_loss(rec, unlab_x[b])
        ae_opt.zero_grad(); l.backward(); ae_opt.step()
        tot += l.item() * len(b)
    if ep % 2 == 1:
        print(f"  ae ep {ep} recon {tot / len(unlab_x):.4f} ({time.time() - t0:.1f}s)")

# %% probe: small head on the frozen codes
head = nn.Sequential(nn.Linear(CODE, 16), nn.ReLU(), nn.Linear(16, 1))
opt = torch.optim.Adam(head.parameters(), lr=3e-3)
for ep in range(60):
    for b in torch.randperm(500).split(50):
        codes = enc(tr_x[b])
        codes.requires_grad = False        # encoder stays frozen
        l = F.mse_loss(head(codes).squeeze(1), tr_y[b])
        opt.zero_grad(); l.backward(); opt.step()
with torch.no_grad():
    print("frozen codes + head: test MAE %.3f arcsec" % mae(head(enc(te_x)).squeeze(1), te_y))

# %% fine-tune encoder + head together, small lr on the encoder
ft_opt = torch.optim.Adam([{"params": enc.parameters(), "lr": 3e-4},
                           {"params": head.parameters(), "lr": 2e-3}])
for ep in range(30):
    for b in torch.randperm(500).split(50):
        l = F.mse_loss(head(enc(tr_x[b])).squeeze(1), tr_y[b])
        ft_opt.zero_grad(); l.backward(); ft_opt.step()
with torch.no_grad():
    pred = head(enc(te_x)).squeeze(1)
    print("fine-tuned: test MAE %.3f arcsec, nights under 0.8\" caught %.2f"
          % (mae(pred, te_y), ((pred < 0.8) & (te_y < 0.8)).sum().item() / max(int((te_y < 0.8).sum()), 1)))
