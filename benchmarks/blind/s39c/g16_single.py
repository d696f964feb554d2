# Palmer-penguins-style species classifier (Adelie / Chinstrap / Gentoo).
# Measurements are simulated from per-species means so no CSV is needed.
import numpy as np
import torch
import torch.nn as nn
import torch.nn.functional as F
from torch.utils.data import DataLoader, TensorDataset

SEED = 1
EPOCHS = 15
BATCH_SIZE = 32
LR = 0.01
LOG_INTERVAL = 5
SPECIES = ["Adelie", "Chinstrap", "Gentoo"]
# bill length, bill depth, flipper length, body mass  (mean, sd)
STATS = {
    0: [(38.8, 2.7), (18.3, 1.2), (190, 6.5), (3700, 460)],
    1: [(48.8, 3.3), (18.4, 1.1), (196, 7.1), (3730, 380)],
    2: [(47.5, 3.1), (15.0, 1.0), (217, 6.5), (5080, 500)],
}

torch.manual_seed(SEED)
rng = np.random.default_rng(SEED)


def sample_penguins(n_per_species):
    xs, ys = [], []
    for label, stats in STATS.items():
        cols = [rng.normal(m, s, n_per_species) for m, s in stats]
        xs.append(np.stack(cols, 1))
        ys.append(np.full(n_per_species, label))
    return np.concatenate(xs).astype(np.float32), np.concatenate(ys)


x_all, y_all = sample_penguins(200)
mean, std = x_all.mean(0), x_all.std(0)
x_all = (x_all - mean) / std
perm = rng.permutation(len(x_all))
x_all, y_all = x_all[perm], y_all[perm]
n_test = 150
train_loader = DataLoader(TensorDataset(torch.from_numpy(x_all[n_test:]), torch.from_numpy(y_all[n_test:])),
                          batch_size=BATCH_SIZE, shuffle=True)
test_loader = DataLoader(TensorDataset(torch.from_numpy(x_all[:n_test]), torch.from_numpy(y_all[:n_test])),
                         batch_size=BATCH_SIZE)


class Net(nn.Module):
    def __init__(self):
        super(Net, self).__init__()
        self.fc1 = nn.Linear(4, 32)
        self.fc2 = nn.Linear(32, 16)
        self.dropout = nn.Dropout(0.2)
        self.fc3 = nn.Linear(16, 3)

    def forward(self, x):
        x = F.relu(self.fc1(x))
        x = self.dropout(F.relu(self.fc2(x)))
        return F.log_softmax(self.fc3(x), dim=1)


model = Net()
optimizer = torch.optim.SGD(model.parameters(), lr=LR, momentum=0.9)


def train(epoch):
    model.train()
    for batch_idx, (data, target) in enumerate(train_loader):
        optimizer.zero_grad()
        output = model(data)
        loss = F.nll_loss(output, target)
        loss.backward()
        optimizer.step()
    if epoch % LOG_INTERVAL == 0:
        print('Train Epoch: {} \tLoss: {:.6f}'.format(epoch, loss.item()))


def test():
    model.eval()
    test_loss = 0
    correct = 0
    for data, target in test_loader:
        output = model(data)
        test_loss += F.nll_loss(output, target, reduction='sum').item()
        pred = output.argmax(dim=1, keepdim=True)
        correct += pred.eq(target.view_as(pred)).sum().item()
    test_loss /= len(test_loader.dataset)
    print('Test set: Average loss: {:.4f}, Accuracy: {}/{} ({:.0f}%)'.format(
        test_loss, correct, len(test_loader.dataset), 100. * correct / len(test_loader.dataset)))


for epoch in range(1, EPOCHS + 1):
    train(epoch)
    if epoch % LOG_INTERVAL == 0:
        test()
