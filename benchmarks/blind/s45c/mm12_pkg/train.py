# %% [markdown]
# # Table tennis: which spin was on the ball?

# %%
import torch
from torch import nn

from .ball_data import make_strokes, SPINS
from .nets import SpinNet
from .opt_utils import make_optimizer
from .loop import fit, evaluate

torch.manual_seed(14)
torch.set_num_threads(1)

# %%
x_tr, y_tr = make_strokes(2000, n_classes=4, seed=1)
x_te, y_te = make_strokes(600, n_classes=4, seed=2)
print("train", tuple(x_tr.shape), "classes", torch.bincount(y_tr).tolist())
EPOCHS, BS = 10, 100
spe = len(x_tr) // BS
fmt = lambda pc: " ".join(f"{SPINS[k]}={v:.2f}" for k, v in enumerate(pc))

# %% small net
net = SpinNet(width=32)
opt, sched = make_optimizer(net, lr=3e-3, epochs=EPOCHS, steps_per_epoch=spe)
ce = fit(net, opt, sched, x_tr, y_tr, EPOCHS, BS)
acc, pc = evaluate(net, x_te, y_te)
print(f"w32  train ce {ce:.3f}  test acc {acc:.3f}  | {fmt(pc)}")

# %% try a bigger model
net = SpinNet(width=128, p_drop=0.2)
opt, sched = make_optimizer(net, lr=3e-3, epochs=EPOCHS, steps_per_epoch=spe)
ce = fit(net, opt, sched, x_tr, y_tr, EPOCHS, BS)
acc, pc = evaluate(net, x_te, y_te)
print(f"w128 train ce {ce:.3f}  test acc {acc:.3f}  | {fmt(pc)}")

# %% new rig also labels corkscrew serves -> 5 classes, keep the features, new head
x5_tr, y5_tr = make_strokes(1200, n_classes=5, seed=3)
x5_te, y5_te = make_strokes(500, n_classes=5, seed=4)
net.head = nn.Linear(net.head.in_features, len(SPINS))
FT_EPOCHS = 6
opt, sched = make_optimizer(net, lr=2e-3, epochs=FT_EPOCHS, steps_per_epoch=len(x5_tr) // BS)
ce = fit(net, opt, sched, x5_tr, y5_tr, FT_EPOCHS, BS)
acc, pc = evaluate(net, x5_te, y5_te)
print(f"5-way train ce {ce:.3f}  test acc {acc:.3f}  | {fmt(pc)}")
