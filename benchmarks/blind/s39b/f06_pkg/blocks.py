from torch import nn


def make_act(name):
    return getattr(nn, name)()


def make_norm(name, channels):
    return getattr(nn, name)(channels)


class ResBlock1d(nn.Module):
    def __init__(self, c_in, c_out, *, kernel, act, norm, stride=1):
        super().__init__()
        pad = kernel // 2
        self.conv1 = nn.Conv1d(c_in, c_out, kernel, stride=stride, padding=pad, bias=False)
        self.norm1 = make_norm(norm, c_out)
        self.act1 = make_act(act)
        self.conv2 = nn.Conv1d(c_out, c_out, kernel, padding=pad, bias=False)
        self.norm2 = make_norm(norm, c_out)
        self.act2 = make_act(act)
        self.skip = (nn.Identity() if stride == 1 and c_in == c_out
                     else nn.Sequential(nn.Conv1d(c_in, c_out, 1, stride=stride, bias=False), make_norm(norm, c_out)))

    def forward(self, x):
        h = self.act1(self.norm1(self.conv1(x)))
        out = self.act2(self.norm2(self.conv2(h)))
        out += self.skip(x)
        return out
