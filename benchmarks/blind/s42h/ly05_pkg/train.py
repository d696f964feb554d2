"""Tea grading from NIR spectra -- run with:  python -m ly05_pkg.train"""
import torch
from torch import nn

from .engine import accuracy, train_one_epoch
from .models import TeaConv, TeaMLP
from .optim_setup import make_optimizer
from .spectra import GRADES, N_BANDS, make_spectra

torch.manual_seed(0)
torch.set_num_threads(1)

X, y = make_spectra()
perm = torch.randperm(len(y))
X, y = X[perm], y[perm]
X_tr, y_tr, X_te, y_te = X[:480], y[:480], X[480:], y[480:]
print("train", tuple(X_tr.shape), "test", tuple(X_te.shape), "grades", GRADES)

criterion = nn.CrossEntropyLoss()
gen = torch.Generator().manual_seed(0)

# In[7]: section 1 -- MLP baseline
mlp = TeaMLP(N_BANDS, len(GRADES))
opt_mlp = make_optimizer(mlp, "mlp")
for epoch in range(6):
    tr_loss = train_one_epoch(mlp, opt_mlp, X_tr, y_tr, criterion, gen=gen)
    print(f"[mlp]  epoch {epoch}  loss {tr_loss:.3f}  test acc {accuracy(mlp, X_te, y_te):.3f}")

# In[8]: section 2 -- same loop, conv model
conv = TeaConv(N_BANDS, len(GRADES))
opt_conv = make_optimizer(conv, "conv")
for epoch in range(6):
    tr_loss = train_one_epoch(conv, opt_conv, X_tr, y_tr, criterion, gen=gen)
    print(f"[conv] epoch {epoch}  loss {tr_loss:.3f}  test acc {accuracy(conv, X_te, y_te):.3f}")
