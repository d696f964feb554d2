"""A config class that only adds attribute access to dict (`class Node(dict)` with a
`__getattr__`, OmegaConf- or EasyDict-like) holds the entries it was built from: a registry key
read from it by subscript picks one class (here the prior, whose optimizer is stepped but never
zeroed: AGL004; without that, the key is unknown and the prior is one of both classes, of
which only one has the `log_prob` the loss calls)."""
import textwrap

from autograd_lint import lint_source

PROGRAM = '''
import torch
import torch.nn as nn

REGISTRY = {}


def register(name):
    def deco(cls):
        REGISTRY[name] = cls
        return cls
    return deco


class Node(dict):
    def __getattr__(self, key):
        value = self[key]
        return Node(value) if isinstance(value, dict) else value
    EXTRA


@register("encoder")
class Encoder(nn.Module):
    def __init__(self, d):
        super().__init__()
        self.fc = nn.Linear(d, d)

    def forward(self, x):
        return self.fc(x)


@register("prior")
class Prior(nn.Module):
    def __init__(self, d):
        super().__init__()
        self.scale = nn.Linear(d, 1)

    def log_prob(self, z):
        return -self.scale(z).pow(2).squeeze(1)


def instantiate(cfg):
    return REGISTRY[cfg["target"]](**cfg.get("params", {}))


def main():
    cfg = Node({"enc": {"target": "encoder", "params": {"d": 4}},
                "prior": {"target": "prior", "params": {"d": 4}}, "steps": 50})
    enc, prior = instantiate(cfg["enc"]), instantiate(cfg["prior"])
    opt_enc = torch.optim.Adam(enc.parameters(), lr=1e-3)
    opt_prior = torch.optim.Adam(prior.parameters(), lr=1e-3)
    for _ in range(cfg.steps):
        opt_enc.zero_grad()
        loss = -prior.log_prob(enc(torch.randn(8, 4))).mean()
        loss.backward()
        opt_enc.step()
        opt_prior.step()


main()
'''


def codes(extra: str = "") -> list[tuple[int, str]]:
    source = textwrap.dedent(PROGRAM).replace("EXTRA", extra)
    return sorted((f.line, f.code) for f in lint_source(source, "vae.py"))


def test_a_registry_key_read_from_an_attribute_dict_config():
    assert codes() == [(57, "AGL004")]
