import torch

from .calls import spectrograms
from .net import CallNet
from .shell import BatShell

SESSION = """
validate
fit 3
validate
lr 3e-4
fit 3
validate
quit
"""


def main():
    torch.manual_seed(0)
    torch.set_num_threads(1)
    train_set = spectrograms(1200, seed=41)
    val_set = spectrograms(400, seed=42)
    net = CallNet()
    opt = torch.optim.Adam(net.parameters(), lr=2e-3)
    shell = BatShell(net, opt, train_set, val_set)
    for line in SESSION.strip().splitlines():
        if shell.onecmd(shell.precmd(line)):
            break


main()
