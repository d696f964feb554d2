"""Solar irradiance nowcast from sky-camera summary features: a two-layer net written
against the old Variable API, fitted with hand-rolled SGD."""
import numpy as np
import torch
from torch.autograd import Variable

rng = np.random.RandomState(0)
N, D, H = 512, 6, 24
# features: solar zenith cos, cloud fraction, cloud brightness, sun-occluded flag, humidity, previous GHI
X_np = rng.rand(N, D).astype(np.float32)
ghi = 900 * X_np[:, 0] * (1 - 0.7 * X_np[:, 1]) * (1 - 0.5 * X_np[:, 3]) + 0.2 * 300 * X_np[:, 5]
Y_np = (ghi / 1000.0 + 0.02 * rng.randn(N)).astype(np.float32)[:, None]

X = Variable(torch.FloatTensor(X_np[:400]))
Y = Variable(torch.FloatTensor(Y_np[:400]))
X_val = torch.FloatTensor(X_np[400:])
Y_val = torch.FloatTensor(Y_np[400:])

torch.manual_seed(0)
W1 = Variable(torch.randn(D, H) * 0.3, requires_grad=True)
b1 = Variable(torch.zeros(H), requires_grad=True)
W2 = Variable(torch.randn(H, 1) * 0.3, requires_grad=True)
b2 = Variable(torch.zeros(1), requires_grad=True)
params = [W1, b1, W2, b2]


def forward(x):
    return torch.tanh(x.mm(W1) + b1).mm(W2) + b2


learning_rate = 0.1
for it in range(300):
    idx = torch.from_numpy(rng.randint(0, 400, 64))
    pred = forward(X[idx])
    loss = (pred - Y[idx]).pow(2).mean()
    loss.backward()
    for p in params:
        p.data -= learning_rate * p.grad.data
        p.grad.data.zero_()
    if it % 100 == 0:
        print("iter %d loss %.5f" % (it, loss.data.item()))

b2.data = torch.FloatTensor([float(Y_np[:400].mean() - forward(X).data.mean())]) + b2.data
with torch.no_grad():
    val_pred = forward(X_val)
pred_np = forward(X).data.numpy()
print("val rmse (W/m2): %.1f" % (1000 * float(np.sqrt(((val_pred.numpy() - Y_val.numpy()) ** 2).mean()))))
print("train pred range: %.3f .. %.3f" % (pred_np.min(), pred_np.max()))
