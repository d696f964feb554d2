import torch
import torch.nn.functional as F
import torch.optim as optim
from torch.autograd import Variable

from .model import UpliftNet
from .sensitivity import input_sensitivity
from .tunnel import SHINGLE_TYPES, tunnel_runs

CONFIG = dict(n_runs=1500, n_test=300, batch=64, epochs=15, lr=3e-3, seed=27)
use_cuda = torch.cuda.is_available()

torch.manual_seed(CONFIG["seed"])
torch.set_num_threads(1)

num, kind, lifted = tunnel_runs(CONFIG["n_runs"] + CONFIG["n_test"], seed=CONFIG["seed"])
n = CONFIG["n_runs"]
tr = (num[:n], kind[:n], lifted[:n])
te = (num[n:], kind[n:], lifted[n:])

uplift = UpliftNet(num.size(1), len(SHINGLE_TYPES))
if use_cuda:
    uplift = uplift.cuda()
adam = optim.Adam(uplift.parameters(), lr=CONFIG["lr"])


def cuda_if(*ts):
    return [t.cuda() if use_cuda else t for t in ts]


def one_epoch():
    uplift.train()
    perm = torch.randperm(n)
    total = 0.0
    for s in range(0, n, CONFIG["batch"]):
        idx = perm[s:s + CONFIG["batch"]]
        x, k, y = cuda_if(tr[0][idx], tr[1][idx], tr[2][idx])
        logit = uplift(Variable(x), Variable(k))
        bce = F.binary_cross_entropy_with_logits(logit, Variable(y))
        adam.zero_grad()
        bce.backward()
        adam.step()
        total += bce.data.item() * idx.size(0)
    return total / n


def test_metrics():
    uplift.eval()
    with torch.no_grad():
        x, k, y = cuda_if(*te)
        p = torch.sigmoid(uplift(Variable(x), Variable(k))).cpu()
    acc = ((p > 0.5).float() == te[2]).float().mean().item()
    brier = ((p - te[2]) ** 2).mean().item()
    return acc, brier


def main():
    print("lift-off rate in the tunnel: %.2f" % lifted.mean())
    for epoch in range(CONFIG["epochs"]):
        loss = one_epoch()
        if epoch % 3 == 0 or epoch == CONFIG["epochs"] - 1:
            acc, brier = test_metrics()
            print("epoch %2d  bce %.4f  test acc %.3f  brier %.4f" % (epoch, loss, acc, brier))
    sens = input_sensitivity(uplift, *cuda_if(te[0], te[1]))
    print("mean dP(lift)/d(input):", ", ".join("%s %+.3f" % kv for kv in sens.items()))


if __name__ == "__main__":
    main()
