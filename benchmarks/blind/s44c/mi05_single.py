"""Pretzel line: predict crust browning (L* colour, lower = darker) from the lye bath and oven.

Two-layer net written "by hand" with autograd Variables, as in the early tutorials.
"""
import torch
from torch.autograd import Variable

dtype = torch.FloatTensor
use_cuda = torch.cuda.is_available()
if use_cuda:
    dtype = torch.cuda.FloatTensor

N, D_in, H, D_out = 512, 6, 32, 1
learning_rate = 0.05
n_iters = 300
torch.manual_seed(2)
torch.set_num_threads(1)


def simulate_bakes(n):
    lye = 2.0 + 2.0 * torch.rand(n)            # % NaOH
    dip = 5.0 + 25.0 * torch.rand(n)           # seconds in the bath
    bath_temp = 20.0 + 50.0 * torch.rand(n)    # C
    oven = 200.0 + 40.0 * torch.rand(n)        # C
    bake = 10.0 + 8.0 * torch.rand(n)          # minutes
    hydration = 0.55 + 0.1 * torch.rand(n)
    alk = lye * dip.log() * (1 + bath_temp / 100.0)
    heat = (oven - 200.0) / 40.0 * bake / 14.0
    lstar = 70.0 - 4.0 * alk.sqrt() - 14.0 * heat + 20.0 * (hydration - 0.6) + 1.5 * torch.randn(n)
    x = torch.stack([lye, dip, bath_temp, oven, bake, hydration], 1)
    return x, lstar.unsqueeze(1)


x_raw, y_raw = simulate_bakes(N)
x_mu, x_sd = x_raw.mean(0), x_raw.std(0)
y_mu, y_sd = y_raw.mean(), y_raw.std()
x = Variable(((x_raw - x_mu) / x_sd).type(dtype), requires_grad=False)
y = Variable(((y_raw - y_mu) / y_sd).type(dtype), requires_grad=False)

params = {
    "w1": Variable((torch.randn(D_in, H) * 0.3).type(dtype), requires_grad=True),
    "b1": Variable(torch.zeros(H).type(dtype), requires_grad=True),
    "w2": Variable((torch.randn(H, D_out) * 0.3).type(dtype), requires_grad=True),
    "b2": Variable(torch.zeros(D_out).type(dtype), requires_grad=True),
}


def forward(inp):
    h = inp.mm(params["w1"]) + params["b1"]
    h_relu = h.clamp(min=0)
    return h_relu.mm(params["w2"]) + params["b2"]


def clear_grads():
    for p in params.values():
        if p.grad is not None:
            p.grad.data.zero_()


def sgd_update(lr):
    for name in params:
        params[name] = params[name] - lr * params[name].grad


history = []
for t in range(n_iters):
    clear_grads()
    y_pred = forward(x)
    loss = (y_pred - y).pow(2).mean()
    loss.backward()
    sgd_update(learning_rate)
    history.append(loss.item())
    if t % 50 == 0 or t == n_iters - 1:
        rmse = (loss.item() ** 0.5) * y_sd.item()
        print("iter %3d  mse %.4f  rmse %.2f L*" % (t, loss.item(), rmse))

test_x, test_y = simulate_bakes(128)
with torch.no_grad():
    pred = forward(Variable(((test_x - x_mu) / x_sd).type(dtype))) * y_sd + y_mu
print("test MAE %.2f L* units" % (pred.cpu() - test_y).abs().mean())
