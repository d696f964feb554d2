import torch
import torch.nn as nn
import torch.optim as optim
from torch.autograd import Variable

mse = nn.MSELoss()


def fit(net, X, Y, epochs=25, bs=64, lr=3e-3, use_cuda=False):
    opt = optim.Adam(net.parameters(), lr=lr)
    for epoch in range(epochs):
        net.train()
        perm = torch.randperm(X.size(0))
        running = 0.0
        for s in range(0, X.size(0), bs):
            idx = perm[s:s + bs]
            xb, yb = Variable(X[idx]), Variable(Y[idx])
            if use_cuda:
                xb, yb = xb.cuda(), yb.cuda()
            opt.zero_grad()
            err = mse(net(xb), yb)
            err.backward()
            opt.step()
            running += err.item() * idx.size(0)
        if epoch % 5 == 0 or epoch == epochs - 1:
            print("epoch %2d  train mse %.5f" % (epoch, running / X.size(0)))
    return net


def rmse(net, X, Y, use_cuda=False):
    net.eval()
    with torch.no_grad():
        xb = Variable(X.cuda() if use_cuda else X)
        return ((net(xb).cpu() - Y) ** 2).mean().sqrt().item()
