import torch.nn as nn
import torch.nn.functional as F


class PatchBody(nn.Module):
    def __init__(self, ch=16):
        super(PatchBody, self).__init__()
        self.conv1 = nn.Conv2d(1, ch, 3, padding=1)
        self.conv2 = nn.Conv2d(ch, ch * 2, 3, padding=1)
        self.out_dim = ch * 2 * 3 * 3

    def forward(self, x):
        x = F.max_pool2d(F.relu(self.conv1(x)), 2)     # 6x6
        x = F.max_pool2d(F.relu(self.conv2(x)), 2)     # 3x3
        return x.view(x.size(0), -1)


class BlockHead(nn.Module):
    def __init__(self, n_in, n_classes):
        super(BlockHead, self).__init__()
        self.fc1 = nn.Linear(n_in, 64)
        self.fc2 = nn.Linear(64, n_classes)

    def forward(self, h):
        return self.fc2(F.dropout(F.relu(self.fc1(h)), 0.2, self.training))
