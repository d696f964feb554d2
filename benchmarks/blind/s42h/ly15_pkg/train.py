"""Coffee roast level classifier -- run with:  python -m ly15_pkg.train"""
import torch

from .fitting import train
from .net import RoastClassifier
from .predict import follow_roast, predict_level
from .roasts import LEVELS, dataset, roast_session

torch.manual_seed(0)
torch.set_num_threads(1)

X, y = dataset()
print("X", tuple(X.shape), "y", tuple(y.shape), "levels", LEVELS)
perm = torch.randperm(len(y))
X, y = X[perm], y[perm]
X_tr, y_tr, X_val, y_val = X[:640], y[:640], X[640:], y[640:]

roaster = train(RoastClassifier(), X_tr, y_tr)

# In[9]: validation accuracy
probs_val = predict_level(roaster, X_val)
print("val acc:", (probs_val.argmax(1) == y_val).float().mean().item())
print("first val probs:", probs_val[0])

# In[10]: follow a roast and say when to drop the beans
session = roast_session()
minute, hist = follow_roast(roaster, session)
print("drop the beans at reading", minute, "->", hist[-1])
