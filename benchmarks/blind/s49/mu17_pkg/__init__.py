"""Which doorbell rang? Keyword-spotting style recognition of door-chime tunes through an apartment door."""
