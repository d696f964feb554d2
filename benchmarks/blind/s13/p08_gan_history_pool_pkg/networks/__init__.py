from .generator import Generator
from .discriminator import Discriminator

NETS = {"generator": Generator, "discriminator": Discriminator}


def create(kind, **kwargs):
    return NETS[kind](**kwargs)
