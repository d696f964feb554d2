import torch
from torch.autograd import Variable


class Engine(object):
    def __init__(self, net, optimizer, criterion, batch_size, cuda=False):
        self.net, self.optimizer, self.criterion = net, optimizer, criterion
        self.batch_size, self.cuda = batch_size, cuda

    def to_var(self, t):
        return Variable(t.cuda() if self.cuda else t)

    def train_epoch(self, X, Y):
        self.net.train()
        perm = torch.randperm(X.size(0))
        losses = []
        for s in range(0, X.size(0), self.batch_size):
            idx = perm[s:s + self.batch_size]
            xb, yb = self.to_var(X[idx]), self.to_var(Y[idx])
            pred = self.net(xb)
            err = self.criterion(pred, yb)
            self.optimizer.zero_grad()
            err.backward()
            self.optimizer.step()
            losses.append(err.item())
        return sum(losses) / len(losses)

    def predict(self, X):
        self.net.eval()
        with torch.no_grad():
            return self.net(self.to_var(X)).cpu()
