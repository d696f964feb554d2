"""Stone-skipping GAN: generate the spacing between successive bounces of a skimmed stone."""
from . import models  # noqa: F401
