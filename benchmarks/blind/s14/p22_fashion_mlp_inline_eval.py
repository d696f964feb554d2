import argparse
import time

import torch
import torch.nn as nn
import torch.nn.functional as F
import torch.optim as optim
from torch.optim.lr_scheduler import StepLR
from torch.utils.data import DataLoader, TensorDataset


class Net(nn.Module):
    def __init__(self, hidden=512, p=0.25):
        super(Net, self).__init__()
        self.fc1 = nn.Linear(28 * 28, hidden)
        self.bn1 = nn.BatchNorm1d(hidden)
        self.fc2 = nn.Linear(hidden, hidden // 2)
        self.bn2 = nn.BatchNorm1d(hidden // 2)
        self.fc3 = nn.Linear(hidden // 2, 10)
        self.dropout = nn.Dropout(p)

    def forward(self, x):
        x = torch.flatten(x, 1)
        x = self.dropout(F.relu(self.bn1(self.fc1(x))))
        x = self.dropout(F.relu(self.bn2(self.fc2(x))))
        return F.log_softmax(self.fc3(x), dim=1)


def fake_fashion(n, seed):
    # stand-in for FashionMNIST so the script runs without downloads
    g = torch.Generator().manual_seed(seed)
    prototypes = torch.rand(10, 1, 28, 28, generator=torch.Generator().manual_seed(1234))
    target = torch.randint(0, 10, (n,), generator=g)
    data = (prototypes[target] + 0.35 * torch.randn(n, 1, 28, 28, generator=g)).clamp(0, 1)
    return TensorDataset((data - 0.2860) / 0.3530, target)


def main():
    parser = argparse.ArgumentParser(description="FashionMNIST MLP")
    parser.add_argument("--batch-size", type=int, default=64, metavar="N")
    parser.add_argument("--test-batch-size", type=int, default=1000, metavar="N")
    parser.add_argument("--epochs", type=int, default=14, metavar="N")
    parser.add_argument("--lr", type=float, default=1.0, metavar="LR")
    parser.add_argument("--gamma", type=float, default=0.7, metavar="M")
    parser.add_argument("--log-interval", type=int, default=50, metavar="N")
    parser.add_argument("--save-model", action="store_true", default=False)
    args = parser.parse_args()

    use_cuda = torch.cuda.is_available()
    device = torch.device("cuda" if use_cuda else "cpu")
    torch.manual_seed(1)
    train_loader = DataLoader(fake_fashion(12000, 0), batch_size=args.batch_size, shuffle=True)
    test_loader = DataLoader(fake_fashion(2000, 1), batch_size=args.test_batch_size)

    model = Net().to(device)
    optimizer = optim.Adadelta(model.parameters(), lr=args.lr)
    scheduler = StepLR(optimizer, step_size=1, gamma=args.gamma)

    for epoch in range(1, args.epochs + 1):
        model.train()
        start = time.time()
        for batch_idx, (data, target) in enumerate(train_loader):
            data, target = data.to(device), target.to(device)
            optimizer.zero_grad()
            output = model(data)
            loss = F.nll_loss(output, target)
            loss.backward()
            optimizer.step()
            if batch_idx % args.log_interval == 0:
                print("Train Epoch: {} [{}/{} ({:.0f}%)]\tLoss: {:.6f}".format(
                    epoch, batch_idx * len(data), len(train_loader.dataset),
                    100.0 * batch_idx / len(train_loader), loss.item()))

        model.eval()
        test_loss = 0
        correct = 0
        for data, target in test_loader:
            data, target = data.to(device), target.to(device)
            output = model(data)
            test_loss += F.nll_loss(output, target, reduction="sum").item()
            pred = output.argmax(dim=1, keepdim=True)
            correct += pred.eq(target.view_as(pred)).sum().item()
        test_loss /= len(test_loader.dataset)
        print("\nTest set: Average loss: {:.4f}, Accuracy: {}/{} ({:.0f}%) [{:.1f}s]\n".format(
            test_loss, correct, len(test_loader.dataset),
            100.0 * correct / len(test_loader.dataset), time.time() - start))
        scheduler.step()

    if args.save_model:
        torch.save(model.state_dict(), "fashion_mlp.pt")


if __name__ == "__main__":
    main()
