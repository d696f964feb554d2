"""Split learning for beat classification: the hospital keeps the first layers, the server
the rest. Only activations go up and only activation gradients come back down.

    python q09_split_learning_ecg.py --rounds 300
"""
import argparse
import math

import torch
import torch.nn.functional as F
from torch import nn


def synthetic_beats(n, length=64, n_classes=3, seed=0):
    g = torch.Generator().manual_seed(seed)
    t = torch.linspace(0, 1, length)
    labels = torch.randint(0, n_classes, (n,), generator=g)
    centre = 0.5 + 0.05 * torch.randn(n, 1, generator=g)
    width = torch.tensor([0.03, 0.06, 0.03])[labels].unsqueeze(1)
    qrs = torch.exp(-((t - centre) ** 2) / (2 * width ** 2))
    t_wave = 0.3 * torch.exp(-((t - centre - 0.25) ** 2) / 0.004)
    t_wave = t_wave * torch.where(labels == 2, -1.0, 1.0).unsqueeze(1)
    drift = 0.1 * torch.sin(2 * math.pi * torch.rand(n, 1, generator=g) + 3 * t)
    x = qrs + t_wave + drift + 0.05 * torch.randn(n, length, generator=g)
    return x.unsqueeze(1), labels


class ClientNet(nn.Module):
    def __init__(self, channels=8):
        super().__init__()
        self.body = nn.Sequential(
            nn.Conv1d(1, channels, 7, padding=3), nn.ReLU(), nn.MaxPool1d(2),
            nn.Conv1d(channels, channels, 5, padding=2), nn.ReLU(), nn.MaxPool1d(2),
        )

    def forward(self, x):
        return self.body(x)


class ServerNet(nn.Module):
    def __init__(self, channels=8, length=16, n_classes=3):
        super().__init__()
        self.body = nn.Sequential(nn.Flatten(), nn.Linear(channels * length, 32), nn.ReLU(),
                                  nn.Linear(32, n_classes))

    def forward(self, h):
        return self.body(h)


class Client:
    def __init__(self, net, lr):
        self.net = net
        self.opt = torch.optim.SGD(net.parameters(), lr=lr, momentum=0.9)
        self._activations = None

    def forward(self, x):
        self.opt.zero_grad()
        self._activations = self.net(x)
        # what is sent over the wire: a copy with no history
        return self._activations.detach()

    def backward(self, grad_from_server):
        self._activations.backward(grad_from_server)
        self.opt.step()
        self._activations = None


class Server:
    def __init__(self, net, lr):
        self.net = net
        self.opt = torch.optim.Adam(net.parameters(), lr=lr)

    def train_step(self, activations, labels):
        activations = activations.requires_grad_()
        self.opt.zero_grad()
        loss = F.cross_entropy(self.net(activations), labels)
        loss.backward()
        self.opt.step()
        return activations.grad, loss.item()

    @torch.no_grad()
    def predict(self, activations):
        return self.net(activations).argmax(1)


@torch.no_grad()
def evaluate(client, server, x, y):
    client.net.eval()
    server.net.eval()
    pred = server.predict(client.net(x))
    client.net.train()
    server.net.train()
    return (pred == y).float().mean().item()


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--rounds", type=int, default=300)
    parser.add_argument("--batch-size", type=int, default=32)
    args = parser.parse_args()
    torch.manual_seed(0)
    torch.set_num_threads(1)

    x_tr, y_tr = synthetic_beats(1024)
    x_te, y_te = synthetic_beats(256, seed=1)
    client = Client(ClientNet(), lr=0.02)
    server = Server(ServerNet(), lr=2e-3)
    print(f"round   0 test acc {evaluate(client, server, x_te, y_te):.3f}")
    for rnd in range(1, args.rounds + 1):
        idx = torch.randint(0, len(x_tr), (args.batch_size,))
        smashed = client.forward(x_tr[idx])
        grad, loss = server.train_step(smashed, y_tr[idx])
        client.backward(grad)
        if rnd % 100 == 0:
            print(f"round {rnd:3d} loss {loss:.4f} "
                  f"test acc {evaluate(client, server, x_te, y_te):.3f}")


if __name__ == "__main__":
    main()
