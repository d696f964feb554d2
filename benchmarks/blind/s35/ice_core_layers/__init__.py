"""Ice cores: tagging depth samples as winter snow, summer snow or refrozen melt layer."""
