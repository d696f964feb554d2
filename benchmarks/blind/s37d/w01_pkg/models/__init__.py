from .generator import UNetGenerator
from .discriminator import PatchDiscriminator

__all__ = ["UNetGenerator", "PatchDiscriminator"]
