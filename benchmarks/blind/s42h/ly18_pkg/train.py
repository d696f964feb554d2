"""Stage 2: linear probe for forage distance on top of the frozen, pre-trained encoder.

Run:  python -m ly18_pkg.train
"""
import torch
import torch.nn.functional as F

from .dances import dances
from .helpers import count_trainable, freeze, max_change, snapshot
from .model import DanceModel
from .pretrain import pretrain_encoder

torch.manual_seed(0)
torch.set_num_threads(1)

encoder = pretrain_encoder()
runs, _, dist_km = dances(120, seed=2)          # only a few labelled distances
print("runs", tuple(runs.shape), "dist", tuple(dist_km.shape))

freeze(encoder)
probe = DanceModel(encoder, n_out=1)
print("trainable params (encoder / total):", count_trainable(encoder), "/", count_trainable(probe))

opt = torch.optim.SGD(probe.parameters(), lr=0.05, momentum=0.9)
enc_before = snapshot(encoder)
for ep in range(150):
    opt.zero_grad()
    err = F.mse_loss(probe(runs), dist_km)
    err.backward()
    opt.step()
    if ep % 50 == 0:
        print(f"epoch {ep:3d}  distance mse {err.item():.4f}")

print("encoder max |change| during probe training (should be 0):", max_change(encoder, enc_before))
