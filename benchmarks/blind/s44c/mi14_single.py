"""Harpsichord maintenance log: how many cents per day does each string drift flat?

Regression of daily pitch drift on room climate and string properties, fitted in
double precision with L-BFGS (small data set, smooth loss).
"""
import torch
import torch.optim as optim
from torch.autograd import Variable

dtype = torch.DoubleTensor
use_cuda = torch.cuda.is_available()
if use_cuda:
    dtype = torch.cuda.DoubleTensor

torch.manual_seed(31)
torch.set_num_threads(1)

FEATURES = ["rh_change", "temp_change", "gauge", "iron", "tension", "days_since_tuning", "rh_x_iron"]
N_OBS = 400
L2 = 1e-3


def maintenance_log(n):
    rh_change = 8 * torch.randn(n)          # % relative humidity change per day
    temp_change = 1.5 * torch.randn(n)      # C per day
    gauge = 0.2 + 0.4 * torch.rand(n)       # mm
    iron = (torch.rand(n) < 0.5).float()    # iron (treble) vs brass (bass) wire
    tension = 40 + 60 * torch.rand(n)       # N
    days = 1 + 13 * torch.rand(n)
    drift = (-0.9 * rh_change * (1 - 0.4 * iron) + 1.8 * temp_change * (0.6 + 0.4 * iron)
             - 0.02 * tension - 0.3 * days ** 0.5 + 2.0 * gauge + 0.8 * torch.randn(n))
    x = torch.stack([rh_change, temp_change, gauge, iron, tension, days, rh_change * iron], 1)
    return x, drift.unsqueeze(1)


X_raw, y_raw = maintenance_log(N_OBS)
X_new, y_new = maintenance_log(100)
mu, sd = X_raw.mean(0), X_raw.std(0)
X = Variable(((X_raw - mu) / sd).type(dtype))
y = Variable(y_raw.type(dtype))
X_hold = Variable(((X_new - mu) / sd).type(dtype))
y_hold = y_new.type(dtype)

coef = Variable(torch.randn(len(FEATURES), 1), requires_grad=True).type(dtype)
intercept = Variable(torch.zeros(1).type(dtype), requires_grad=True)

lbfgs = optim.LBFGS([coef, intercept], lr=0.5, max_iter=50, history_size=20)


def closure():
    lbfgs.zero_grad()
    resid = X.mm(coef) + intercept - y
    objective = (resid ** 2).mean() + L2 * (coef ** 2).sum()
    objective.backward()
    return objective


for outer in range(5):
    obj = lbfgs.step(closure)
    print("outer %d  objective %.4f" % (outer, obj.item()))

with torch.no_grad():
    pred = X_hold.mm(coef) + intercept
    rmse = ((pred.data - y_hold) ** 2).mean().sqrt()
print("hold-out rmse %.3f cents/day (std of drift %.3f)" % (rmse, y_hold.std()))
for name, c in zip(FEATURES, coef.data.view(-1).tolist()):
    print("  %-18s %+.3f cents/day per sd" % (name, c))
