"""Hive weight gain: linear regression trained with hand-written gradient descent.

Run:  python -m ly01_pkg.train
"""
import torch

from .data import FEATURES, make_hive_days, standardize
from .helpers import mse, print_every, sgd_step, show_shapes, zero_grads
from .params import init_params, linear

torch.manual_seed(0)
torch.set_num_threads(1)

# In[1]: data
X_raw, y = make_hive_days()
X, (mu, sd) = standardize(X_raw)
show_shapes(X=X, y=y)
print("features:", FEATURES)

# In[2]: parameters
w, b = init_params(X.shape[1])

# In[3]: training loop
LR = 0.1
EPOCHS = 60
for epoch in range(EPOCHS):
    zero_grads(w, b)
    y_hat = linear(X, w, b)
    cost = mse(y_hat, y)
    cost.backward()
    w, b = sgd_step(w, b, LR)
    print_every(epoch, 10, mse=cost.item())

# In[4]: what did we learn?
for name, coef in zip(FEATURES, w.detach().squeeze(1).tolist()):
    print(f"{name:>8}: {coef:+.3f} kg per std")
print("bias:", b.item())
