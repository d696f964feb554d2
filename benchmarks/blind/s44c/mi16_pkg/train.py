import torch

from .attribution import latent_attribution, latent_inputs
from .fit import fit, rmse
from .flow_net import InkFlowNet
from .nibs import COLUMNS, writing_samples

use_cuda = torch.cuda.is_available()
torch.manual_seed(19)
torch.set_num_threads(1)

X, Y = writing_samples(1200, seed=19)
X_mean, X_std = X.mean(0), X.std(0)
X = (X - X_mean) / X_std
X_tr, Y_tr, X_te, Y_te = X[:1000], Y[:1000], X[1000:], Y[1000:]

pen_net = InkFlowNet(X.size(1))
if use_cuda:
    pen_net = pen_net.cuda()


def main():
    fit(pen_net, X_tr, Y_tr, use_cuda=use_cuda)
    print("test rmse %.4f mg/m (flow std %.4f)" % (rmse(pen_net, X_te, Y_te, use_cuda), Y_te.std()))
    contrib = latent_attribution(pen_net, X_te, use_cuda)
    order = contrib.abs().sort(descending=True)[1]
    for unit in order[:3].tolist():
        corr = latent_inputs(pen_net, X_te, unit, use_cuda)
        top = corr.abs().sort(descending=True)[1][:2].tolist()
        print("latent %d: attribution %+.4f, tracks %s" % (unit, contrib[unit], ", ".join(COLUMNS[i] for i in top)))


if __name__ == "__main__":
    main()
