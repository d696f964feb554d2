from torch import nn


class Block(nn.Module):
    def __init__(self, d_in, d_out):
        super().__init__()
        self.lin = nn.Linear(d_in, d_out)
        self.act = nn.LeakyReLU(0.1)

    def forward(self, x):
        return self.act(self.lin(x))


class Stack(nn.Module):
    """Body made of named blocks plus a linear head; used for both players."""

    def __init__(self, d_in, width, d_out, depth=2):
        super().__init__()
        dims = [d_in] + [width] * depth
        self.blocks = nn.ModuleDict({f"b{i}": Block(a, b) for i, (a, b) in enumerate(zip(dims[:-1], dims[1:]))})
        self.head = nn.Linear(width, d_out)

    def forward(self, x):
        for name in sorted(self.blocks):
            x = self.blocks[name](x)
        return self.head(x)
